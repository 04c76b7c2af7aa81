import { queryOptions, useQuery } from '@tanstack/react-query';
import { getPlantEnergy, type TEnergyPeriod } from '@/lib/plant-energy';

export const energyBarsQuery = (plantId: string, period: TEnergyPeriod) =>
  queryOptions({
    queryKey: ['plant', plantId, 'energy', period],
    queryFn: () => getPlantEnergy(plantId, period),
  });

export const useEnergyBars = (plantId: string, period: TEnergyPeriod) =>
  useQuery(energyBarsQuery(plantId, period));
