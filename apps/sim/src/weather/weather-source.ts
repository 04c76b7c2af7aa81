/** What the sky and air are doing at a plant at one instant. */
export interface WeatherReading {
  /** Global horizontal irradiance, W/m². */
  ghi: number;
  /**
   * Direct normal and diffuse horizontal irradiance, W/m². Absent when a source only knows GHI;
   * the plant model then splits GHI with the Erbs decomposition.
   */
  dni?: number;
  dhi?: number;
  /** Dry-bulb air temperature, °C. */
  airTemperature: number;
  /** Wind speed, m/s. */
  windSpeed: number;
}

/** Weather as a pure function of time: asking twice for the same instant gives the same answer. */
export interface WeatherSource {
  /** For logs and `--help`: "clear sky", "TMY3 GREENSBORO PIEDMONT TRIAD INT" … */
  readonly description: string;
  readingAt(instant: Date): WeatherReading;
}
