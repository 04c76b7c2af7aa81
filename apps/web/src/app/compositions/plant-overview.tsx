import { PlantDevicesCard } from '@/features/devices/components/plant-devices-card';
import { PlantEventsCard } from '@/features/events/components/plant-events-card';
import { PlantOverviewPage } from '@/features/plants/pages/plant-overview-page';
import { WeatherCard } from '@/features/weather/components/weather-card';

/** The plant's own panels of other features: features never import each other (ADR 0007). */
const panels = { weather: WeatherCard, devices: PlantDevicesCard, events: PlantEventsCard };

/** /plants/overview/{id}/{type}: the plants feature's page with the devices, events and weather panels. */
export function PlantOverview() {
  return <PlantOverviewPage panels={panels} />;
}
