/** Every query key of the logs feature, from one factory. */
export const logKeys = {
  all: ['logs'] as const,
  content: (id: string) => [...logKeys.all, 'content', id] as const,
  plants: (keyword: string) => [...logKeys.all, 'plants', keyword] as const,
  page: (log: string, filter: object, page: number, size: number) =>
    [...logKeys.all, log, filter, page, size] as const,
};
