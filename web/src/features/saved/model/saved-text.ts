/** The saved-plans feature's strings, spelled exactly as SPEC sections 2 and 8 have them. */
export const SAVED_TEXT = {
  listHeading: "Your Saved Itineraries",
  createNew: "Create New Itinerary",
  listLoading: "Loading your saved plans...",
  listEmpty: "You haven't saved any itineraries yet.",
  listFailed: "Failed to fetch saved itineraries.",
  retry: "Retry",
  /** Not in the SPEC: the server sends the list in pages of 50. */
  showMore: "Show more trips",
  viewEdit: "View/Edit",
  cancel: "Cancel",
  delete: "Delete",
  deleteFailed: "Failed to delete itinerary.",
  planLoading: "Loading your trip...",
  planNotFound: "Could not find the requested plan.",
  planLoadFailed: "Could not load your trip. Redirecting...",
  saved: "Itinerary saved successfully!",
  updated: "Itinerary updated successfully!",
  saveFailed: "Failed to save itinerary.",
  updateFailed: "Failed to update itinerary.",
  saveButton: "Save Itinerary",
  saving: "Saving...",
  savedButton: "Saved!",
} as const;

export const tripTitle = (destination: string) => `Trip to ${destination}`;
export const deleteTripLabel = (destination: string) => `Delete trip to ${destination}`;
export const deleteConfirmation = (destination: string) =>
  `Are you absolutely sure? This will permanently delete your trip to ${destination}. This action cannot be undone.`;
export const tripDeleted = (destination: string) => `Trip to ${destination} has been deleted.`;
