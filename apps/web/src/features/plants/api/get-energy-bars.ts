import { queryOptions, useQuery } from '@tanstack/react-query';
import { getPlantEnergy, type TEnergyPeriod } from '@/lib/plant-energy';
import { plantKeys } from './query-keys.ts';

export const energyBarsQuery = (plantId: string, period: TEnergyPeriod) =>
  queryOptions({
    queryKey: plantKeys.energyBars(plantId, period),
    queryFn: () => getPlantEnergy(plantId, period),
  });

export const useEnergyBars = (plantId: string, period: TEnergyPeriod) =>
  useQuery(energyBarsQuery(plantId, period));
