import { expect, test } from '@playwright/test';
import type { TDrEnrollment } from '@sunfleet/contract/demand-response';
import type { TDrEventDetail, TDrEventPage } from '@sunfleet/contract/demand-response-events';
import { apiAs } from './support/api.ts';
import { pdfText } from './support/pdf-text.ts';
import { fillEnrolment, openEnrolmentPlan } from './support/demand-response.ts';
import { demo, signIn } from './support/sign-in.ts';
import { vtnBusinessLogic } from './support/test-vtn.ts';
import { confirmPopup } from './support/confirm.ts';

const shot = (name: string) => ({ path: `../docs/screenshots/${name}.png`, fullPage: true });

test('the owner enrols a demo battery plant in a programme and sees its state and history', async ({
  page,
  request,
}) => {
  await signIn(page, demo.owner.account, demo.owner.password);
  const row = await openEnrolmentPlan(page, 'Maple Street Home');
  // The plan lists the four programmes, each with its terms; the PDFs are served for those names only.
  await expect(page.getByTestId('dr-programs').getByTestId('dr-terms-link')).toHaveCount(4);
  const terms = await request.get('/assets/vpp/eversource-bat.pdf');
  expect(terms.headers()['content-type']).toBe('application/pdf');
  const text = await pdfText(await terms.body());
  expect(text).toContain('June 1 to September 30');
  expect(text).toContain('$275 per kW');
  expect(text).toContain('Storm rule');
  expect((await request.get('/assets/vpp/unknown-bat.pdf')).status()).toBe(404);
  // The plant with its master battery (the hybrid inverter) and time zone.
  await expect(row.getByTestId('dr-master')).toContainText('Deye');
  await expect(row.getByTestId('dr-time-zone')).not.toBeEmpty();
  await page.screenshot(shot('demand-response-plan'));
  await row.getByTestId('dr-enrol').click();
  const form = page.getByTestId('dr-enrol-form');
  await expect(form).toBeVisible();

  await page.getByTestId('dr-source-account').fill('12ab');
  await page.getByTestId('dr-utility-account').fill('Maple_1');
  await page.getByTestId('dr-email').fill('olivia@example.com');
  await page.getByTestId('dr-first-name').click();
  await expect(form).toContainText('Please input legal content');
  await fillEnrolment(page, {
    sourceAccount: '4471002',
    utilityAccount: 'maple_st-01',
    firstName: 'Olivia',
    lastName: 'Owner',
    email: 'olivia@example.com',
    serviceAddress: {
      country: 'US',
      region: 'MA',
      locality: 'Barnstable',
      streetAddress: '12 Maple St',
      postalCode: '02630',
    },
    // The device row starts from the master battery; the storage capacity is the owner's to give.
    storageKwh: '10.2',
  });
  await page.getByTestId('dr-enrol-save').click();
  await expect(form).toContainText('Please read and accept the programme terms');
  await page.getByTestId('dr-terms').check();
  await page.screenshot(shot('demand-response-form'));
  await page.getByTestId('dr-enrol-save').click();
  await expect(form).toBeHidden();

  const enrolment = page.getByTestId('dr-enrollments').locator('tr', { hasText: 'Maple Street Home' });
  await expect(enrolment.getByTestId('dr-state')).toHaveText('Pending');
  await expect(enrolment.getByTestId('dr-action-quit')).toBeVisible();
  await enrolment.locator('.ant-table-row-expand-icon').click();
  await expect(page.getByTestId('dr-history-entry').first()).toContainText('Applied');
  await expect(page.getByTestId('dr-enrolled-device').first()).toContainText('10.2 kWh');
  await page.screenshot(shot('demand-response-enrolled'));
});

test('an event from the programme’s VTN discharges the owner’s battery live, completes with its measured kW, and the next one skips it after an opt-out', async ({
  page,
  request,
}) => {
  // A three-minute event soon after enrolment, then the minute it settles: the test stays short.
  // Performance is measured per 5-minute slot, so a window off the slots' edges is diluted (ADR
  // 0057): this test asks for a measured figure, not for the figure the batteries reached.
  test.setTimeout(10 * 60_000);
  const plantName = 'Harbour View Residence';
  await signIn(page, demo.owner.account, demo.owner.password);
  await (await openEnrolmentPlan(page, plantName)).getByTestId('dr-enrol').click();
  await fillEnrolment(page, {
    sourceAccount: '5520031',
    utilityAccount: 'harbour-22',
    firstName: 'Olivia',
    lastName: 'Owner',
    email: 'olivia@example.com',
    serviceAddress: {
      country: 'US',
      region: 'MA',
      locality: 'Hyannis',
      streetAddress: '22 Harbour Rd',
      postalCode: '02601',
    },
    storageKwh: '15',
  });
  await page.getByTestId('dr-terms').check();
  await page.getByTestId('dr-enrol-save').click();
  await expect(page.getByTestId('dr-enrol-form')).toBeHidden();

  // The programme accepts the application (the platform relays the utility's answer, ADR 0048).
  const owner = await apiAs(request, demo.owner.account, demo.owner.password);
  const enrolment = (await owner.get<TDrEnrollment[]>('/api/v1/oadr/enrollments')).data.find(
    (each) => each.plantName === plantName && each.state === 'pending',
  );
  expect(enrolment).toBeTruthy();
  const admin = await apiAs(request, demo.admin.account, demo.admin.password);
  const approved = await admin.post(`/api/v1/oadr/enrollment/${enrolment!.id}/state`, { action: 'approve' });
  expect(approved.code, approved.msg).toBe(0);

  const vtn = await vtnBusinessLogic(request);
  const eventMs = 3 * 60_000;
  const start = new Date(Math.ceil((Date.now() + 75_000) / 1000) * 1000);
  await vtn.publishEvent(enrolment!.programId, 'Summer peak', start, eventMs / 60_000);

  // The overview shows the battery discharging towards the house and grid while the event runs.
  await page.goto('/plants');
  await page.getByTestId('plant-search').fill(plantName);
  await page.getByTestId('plant-search').press('Enter');
  await page.getByTestId('plant-name').first().click();
  const battery = page.getByTestId('flow-node-battery');
  await expect(battery).toBeVisible();
  const batteryKw = async () =>
    Number(/(-?\d+(?:\.\d+)?)\s*kW/.exec((await battery.textContent()) ?? '')?.[1] ?? NaN);
  await expect
    .poll(batteryKw, { timeout: start.getTime() - Date.now() + 3 * 60_000, intervals: [10_000] })
    .toBeGreaterThan(3);
  await expect(page.getByTestId('flow-line-battery')).toHaveAttribute('data-direction', 'toHub');
  await page.screenshot(shot('demand-response-discharging'));

  // After the window (and the minute it settles) the event is completed with its measured kW.
  await page.goto('/demand-response/event');
  const row = page.getByTestId('dr-events').locator('tr', { hasText: 'Summer peak' });
  await expect
    .poll(
      async () => {
        await page.reload();
        return (await row.getByTestId('dr-measured').textContent()) ?? '';
      },
      { timeout: start.getTime() + eventMs - Date.now() + 3 * 60_000, intervals: [15_000] },
    )
    .toMatch(/\d.*kW/);
  await row.click();
  const detail = page.getByTestId('dr-event-detail');
  await expect(detail).toContainText('Completed');
  await expect(detail.getByTestId('dr-event-measured')).toContainText('kW');
  await page.screenshot(shot('demand-response-event-completed'));
  // The detail drawer's mask covers the menu until it is closed.
  await page.keyboard.press('Escape');
  await expect(detail).toBeHidden();

  // The owner opts out; the next event does not dispatch to the battery.
  await openEnrolmentPlan(page, plantName);
  const enrolled = page.getByTestId('dr-enrollments').locator('tr', { hasText: plantName });
  await enrolled.getByTestId('dr-action-opt_out').click();
  await confirmPopup(page);
  await expect(enrolled.getByTestId('dr-action-opt_in')).toBeVisible();
  const next = new Date(Math.ceil((Date.now() + 10 * 60_000) / 1000) * 1000);
  await vtn.publishEvent(enrolment!.programId, 'Evening peak', next, 30);
  await expect
    .poll(
      async () => {
        const listed = await owner.get<TDrEventPage>('/api/v1/oadr/events');
        const event = listed.data.infos.find((each) => each.name === 'Evening peak');
        if (!event) return 'not read yet';
        const seen = await owner.get<TDrEventDetail>(`/api/v1/oadr/event/${event.id}`);
        return seen.data.batteryList.map((each) => each.state).join() || 'no battery yet';
      },
      { timeout: 60_000, intervals: [3_000] },
    )
    .toBe('optedOut');
});
