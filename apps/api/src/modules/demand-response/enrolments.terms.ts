import { jsPDF } from 'jspdf';
import type { TDrProgram, TDrProgramId } from '@sunfleet/contract/demand-response';
import { drProgram } from '@sunfleet/contract/demand-response';

/**
 * A programme's terms as a PDF (`/assets/vpp/{program}.pdf`, spec section 2), written from the
 * contract's facts so the page, the api and the document never disagree. jsPDF is the library the
 * web's reports already print with. Only ASCII text: jsPDF's built-in font has no other glyphs.
 */

const monthDay = (value: string) => {
  const [month = 1, day = 1] = value.split('-').map(Number);
  return new Date(Date.UTC(2000, month - 1, day)).toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
};

/** The terms, one paragraph per fact. */
export function termsParagraphs(program: TDrProgram): [string, string][] {
  const events =
    program.events.min > 0
      ? `${program.events.min} to ${program.events.max} events per season`
      : `no more than ${program.events.max} events per season`;
  return [
    ['Programme', `${program.name}, administered by ${program.administrator} (${program.region}).`],
    [
      'Season and event window',
      `${monthDay(program.season.start)} to ${monthDay(program.season.end)}; events are called between ${program.window.start} and ${program.window.end} local time (${program.timeZone}).`,
    ],
    ['Events', `${events}, each lasting at most ${program.maxEventHours} hours.`],
    [
      'Payment',
      `$${program.ratePerKw} per kW: the average kW the battery discharges over all event hours of the season, times this rate. The rate is locked for the first ${program.rateLockSummers} summers of enrolment. Source: ${program.rateSource}.`,
    ],
    [
      'Storm rule',
      program.stormRule
        ? 'No event is called when severe storms or extreme weather are forecast, so the battery stays charged for backup.'
        : 'Events may be called in any weather.',
    ],
    [
      'Opting out',
      'You may opt out of events at any time. An event you opt out of counts as zero kW in the seasonal average, which lowers the payment.',
    ],
    ['Batteries without solar', `A battery without PV ${program.batteryWithoutPv}.`],
    [
      'Data shared',
      'Name, e-mail, service and mailing address, utility account number, and for each battery its serial number, manufacturer, model, install date and charge, discharge and storage capacity; during events, its state of charge and power.',
    ],
    ['Published terms', program.sourceUrl],
  ];
}

function render(program: TDrProgram): Buffer {
  const pdf = new jsPDF({ unit: 'mm', format: 'a4' });
  pdf.setProperties({ title: `${program.name} - terms`, creator: 'Sunfleet' });
  const width = pdf.internal.pageSize.getWidth() - 40;
  let y = 24;
  pdf.setFont('helvetica', 'bold').setFontSize(16);
  for (const line of pdf.splitTextToSize(program.name, width) as string[]) {
    pdf.text(line, 20, y);
    y += 8;
  }
  pdf.setFont('helvetica', 'normal').setFontSize(10).text('Programme terms (summary)', 20, y);
  y += 10;
  for (const [heading, body] of termsParagraphs(program)) {
    pdf.setFont('helvetica', 'bold').setFontSize(11).text(heading, 20, y);
    y += 6;
    pdf.setFont('helvetica', 'normal').setFontSize(10);
    for (const line of pdf.splitTextToSize(body, width) as string[]) {
      pdf.text(line, 20, y);
      y += 5;
    }
    y += 4;
  }
  return Buffer.from(pdf.output('arraybuffer'));
}

const rendered = new Map<TDrProgramId, Buffer>();

/** The PDF of a programme's terms, rendered once per process (the facts only change with a release). */
export function termsPdf(id: TDrProgramId): Buffer {
  let pdf = rendered.get(id);
  if (!pdf) {
    pdf = render(drProgram(id));
    rendered.set(id, pdf);
  }
  return pdf;
}
