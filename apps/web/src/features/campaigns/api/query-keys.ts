/** Every query key of the campaigns feature, from one factory: a start or a steer invalidates `all`. */
export const campaignKeys = {
  all: ['campaigns'] as const,
  list: (page: number, size: number) => [...campaignKeys.all, 'list', page, size] as const,
  detail: (id: string) => [...campaignKeys.all, 'detail', id] as const,
  targets: (id: string) => [...campaignKeys.all, 'targets', id] as const,
  targetPage: (id: string, page: number, size: number, state: string | undefined) =>
    [...campaignKeys.targets(id), page, size, state] as const,
  preview: (body: object | undefined) => [...campaignKeys.all, 'preview', body] as const,
  plantChoices: () => [...campaignKeys.all, 'plant-choices'] as const,
  upgradeImages: (family: string) => [...campaignKeys.all, 'upgrade-images', family] as const,
};
