/** The amber Important Notes box (SPEC section 2): what the planner wants the traveller to know. */
export function ImportantNotes({ notifications }: { notifications: string[] }) {
  if (notifications.length === 0) return null;
  return (
    <section className="important-notes" aria-labelledby="important-notes-heading">
      <h2 id="important-notes-heading">Important Notes</h2>
      <ul>
        {notifications.map((note, index) => (
          <li key={`${index}-${note}`}>{note}</li>
        ))}
      </ul>
    </section>
  );
}
