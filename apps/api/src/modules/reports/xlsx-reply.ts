import type { FastifyReply } from 'fastify';

export const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Sends a generated .xlsx as a download named `filename`. */
export const sendXlsx = (reply: FastifyReply, { filename, content }: { filename: string; content: Buffer }) =>
  reply.type(xlsxType).header('content-disposition', `attachment; filename="${filename}"`).send(content);
