/** The DC side of a plant: module temperature, array power after losses, and MPPT strings. */

export interface PvArray {
  /** kWp at standard test conditions (1000 W/m², 25 °C cells). */
  capacityKwp: number;
  /** Relative power change per kelvin of cell temperature above 25 °C (crystalline Si ≈ −0.0037). */
  temperatureCoefficient: number;
  /** Soiling, wiring, mismatch, shading, nameplate and ageing together (PVWatts default 0.14). */
  systemLoss: number;
}

/** How the modules are wired into the inverter's MPPT inputs. */
export interface StringLayout {
  /** Modules on each MPPT input. */
  modulesPerString: number[];
  /** Maximum-power-point voltage of one module at 1000 W/m² and 25 °C. */
  moduleMppVoltage: number;
  /** Relative Vmp change per kelvin (≈ −0.0029 for crystalline Si). */
  voltageTemperatureCoefficient: number;
}

export interface StringReading {
  voltage: number;
  current: number;
  power: number;
}

export interface WeatherAtModule {
  /** W/m² on the plane of array. */
  planeIrradiance: number;
  /** °C. */
  airTemperature: number;
  /** m/s. */
  windSpeed: number;
}

/** Faiman (2008) heat-loss factors for an open-rack glass/polymer module (PVsyst defaults). */
const faimanU0 = 25;
const faimanU1 = 6.84;

/** Cell temperature °C: the module heats until its losses to air and wind match the absorbed light. */
export function cellTemperature(weather: WeatherAtModule): number {
  const heatLoss = faimanU0 + faimanU1 * Math.max(0, weather.windSpeed);
  return weather.airTemperature + weather.planeIrradiance / heatLoss;
}

/** W of DC power the array delivers to the inverter, after temperature and system losses. */
export function arrayDcPower(planeIrradiance: number, cellTemperatureC: number, array: PvArray): number {
  if (planeIrradiance <= 0) return 0;
  const atStandardConditions = array.capacityKwp * 1000 * (planeIrradiance / 1000);
  const temperatureFactor = 1 + array.temperatureCoefficient * (cellTemperatureC - 25);
  return Math.max(0, atStandardConditions * temperatureFactor * (1 - array.systemLoss));
}

const modulePowerW = 400;

/** Spreads the array's modules over the MPPT inputs as evenly as whole modules allow. */
export function stringLayout(capacityKwp: number, mpptInputs: number): StringLayout {
  const modules = Math.max(1, Math.round((capacityKwp * 1000) / modulePowerW));
  const inputs = Math.max(1, Math.min(mpptInputs, modules));
  const modulesPerString = Array.from(
    { length: inputs },
    (_, index) => Math.floor(modules / inputs) + (index < modules % inputs ? 1 : 0),
  );
  return { modulesPerString, moduleMppVoltage: 37, voltageTemperatureCoefficient: -0.0029 };
}

/** Voltage falls with heat and, logarithmically, in weak light — as a real MPP tracker sees it. */
function stringVoltage(modules: number, layout: StringLayout, planeIrradiance: number, cellC: number) {
  const temperatureFactor = 1 + layout.voltageTemperatureCoefficient * (cellC - 25);
  const lightFactor = 1 + 0.03 * Math.log(Math.max(planeIrradiance, 20) / 1000);
  return modules * layout.moduleMppVoltage * temperatureFactor * lightFactor;
}

/**
 * Voltage, current and power on each MPPT input for a DC power the inverter draws. Power splits by
 * module count (whole watts, summing exactly to the total); an idle input reads zero.
 */
export function stringReadings(
  dcPowerW: number,
  layout: StringLayout,
  planeIrradiance: number,
  cellC: number,
): StringReading[] {
  const totalModules = layout.modulesPerString.reduce((sum, count) => sum + count, 0);
  const totalW = Math.round(dcPowerW);
  let assignedW = 0;
  return layout.modulesPerString.map((modules, index) => {
    const isLast = index === layout.modulesPerString.length - 1;
    const power = isLast ? totalW - assignedW : Math.round((totalW * modules) / totalModules);
    assignedW += power;
    if (power <= 0) return { voltage: 0, current: 0, power: 0 };
    const voltage = stringVoltage(modules, layout, planeIrradiance, cellC);
    return { voltage, current: power / voltage, power };
  });
}
