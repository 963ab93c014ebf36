import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers.ts';
import { latestEmailCode, loginOperator, registerAndLogin, uniqueName } from '../fixtures/users.ts';
import { call, multipart, tinyPng, upload } from './_api.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// A made-up person's CURP with a valid check digit, and a well-formed RFC.
const CURP = 'GALA900101MDFRPN00';
const RFC = 'GALA900101AB3';

async function images(token: string) {
  const front = await upload(t, token, tinyPng(), 'front.png');
  const back = await upload(t, token, tinyPng(), 'back.jpg');
  return { frontImage: front.data.url, backImage: back.data.url };
}

const kycBody = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Ana',
  lastName: 'García López',
  documentType: 'idCard',
  documentNumber: CURP,
  country: 'MX',
  frontImage: '',
  backImage: '',
  ...overrides,
});

describe('uploads', () => {
  it('stores a real image under an unguessable name and serves it to its owner and operators only', async () => {
    const owner = await registerAndLogin(t);
    const stranger = await registerAndLogin(t);
    const reviewer = await loginOperator(t, 'reviewer');
    const png = tinyPng();
    const res = await upload(t, owner.token, png, 'anything.txt');
    expect(res.status).toBe(200);
    expect(res.data.url).toMatch(/^\/web\/file\/[\w-]{32}\.png$/);

    const mine = await t.app.inject({ method: 'GET', url: res.data.url, headers: { authorization: owner.token } });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('image/png');
    expect(mine.rawPayload.equals(png)).toBe(true);
    const byOperator = await t.app.inject({ method: 'GET', url: res.data.url, headers: { authorization: reviewer.token } });
    expect(byOperator.statusCode).toBe(200);
    const byStranger = await t.app.inject({ method: 'GET', url: res.data.url, headers: { authorization: stranger.token } });
    expect(byStranger.statusCode).toBe(404);
    const byGuest = await t.app.inject({ method: 'GET', url: res.data.url });
    expect(byGuest.statusCode).toBe(401);
    const guessed = await t.app.inject({ method: 'GET', url: '/web/file/..%2F..%2Fetc%2Fpasswd', headers: { authorization: owner.token } });
    expect(guessed.statusCode).toBe(404);
  });

  it('refuses a text file named .png, and names the allowed types in each language', async () => {
    const user = await registerAndLogin(t);
    const fake = await upload(t, user.token, Buffer.from('this is not an image at all'), 'photo.png');
    expect(fake.status).toBe(400);
    expect(fake.msg).toBe('Only JPEG, PNG, WebP or GIF images are accepted');
    const form = multipart('file', 'photo.png', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/svg+xml');
    const svg = await t.app.inject({ method: 'POST', url: '/web/file/upload', headers: { ...form.headers, authorization: user.token, lang: 'zh_Hans_CN' }, payload: form.payload });
    expect(svg.statusCode).toBe(400);
    expect(svg.json().msg).toBe('仅支持 JPEG、PNG、WebP 或 GIF 图片');
  });

  it('accepts JPEG, GIF and WebP by their bytes', async () => {
    const user = await registerAndLogin(t);
    const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64)]);
    const gif = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(32)]);
    const webp = Buffer.concat([Buffer.from('RIFF'), Buffer.from([36, 0, 0, 0]), Buffer.from('WEBPVP8 '), Buffer.alloc(28)]);
    expect((await upload(t, user.token, jpeg, 'a.bin')).data.url).toMatch(/\.jpg$/);
    expect((await upload(t, user.token, gif, 'a.bin')).data.url).toMatch(/\.gif$/);
    expect((await upload(t, user.token, webp, 'a.bin')).data.url).toMatch(/\.webp$/);
  });

  it('refuses more than 5 MB with "size cannot exceed 5M"', async () => {
    const user = await registerAndLogin(t);
    const big = Buffer.concat([tinyPng(), Buffer.alloc(5 * 1000 * 1024)]);
    const res = await upload(t, user.token, big, 'big.png');
    expect(res.status).toBe(413);
    expect(res.msg).toBe('size cannot exceed 5M');
    const es = multipart('file', 'big.png', big);
    const resEs = await t.app.inject({ method: 'POST', url: '/web/file/upload', headers: { ...es.headers, authorization: user.token, lang: 'mx' }, payload: es.payload });
    expect(resEs.json().msg).toBe('El tamaño no puede exceder 5M');
    // Exactly at the limit is fine.
    const atLimit = Buffer.concat([tinyPng(), Buffer.alloc(5 * 1000 * 1024 - tinyPng().length)]);
    expect((await upload(t, user.token, atLimit, 'limit.png')).status).toBe(200);
  });

  it('asks for the file when the field is missing, and answers 401 to a guest', async () => {
    const user = await registerAndLogin(t);
    const form = multipart('other', 'a.png', tinyPng());
    const res = await t.app.inject({ method: 'POST', url: '/web/file/upload', headers: { ...form.headers, authorization: user.token, lang: 'en' }, payload: form.payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('Choose an image to upload (field "file")');
    expect((await upload(t, undefined, tinyPng())).status).toBe(401);
    const json = await call(t, 'POST', '/file/upload', { token: user.token, payload: { file: 'x' } });
    expect(json.status).toBe(400);
  });

  it('/file/terms/upload answers the url in msg', async () => {
    const user = await registerAndLogin(t);
    const res = await upload(t, user.token, tinyPng(), 'terms.png', '/web/file/terms/upload');
    expect(res.status).toBe(200);
    expect(res.msg).toMatch(/^\/web\/file\/[\w-]{32}\.png$/);
    expect(res.data.url).toBe(res.msg);
  });
});

describe('individual KYC (/updateReal)', () => {
  it('submits with own images, goes pending, and masks the document number', async () => {
    const user = await registerAndLogin(t);
    const res = await call<Record<string, unknown>>(t, 'POST', '/updateReal', { token: user.token, payload: kycBody(await images(user.token)) });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ status: 'pending', kind: 'individual', firstName: 'Ana', lastName: 'García López', documentType: 'idCard', country: 'MX' });
    expect(res.data.documentNumber).toBe('**************PN00');
    const status = await call(t, 'GET', '/kyc/status', { token: user.token });
    expect(status.data).toMatchObject({ status: 'pending' });
    const info = await call(t, 'POST', '/api/user/info', { token: user.token });
    expect(info.data).toMatchObject({ kycStatus: 'pending', realName: 'Ana García López' });
    // Under review: a second submission is refused, and the gate says so.
    const again = await call(t, 'POST', '/updateReal', { token: user.token, payload: kycBody(await images(user.token)) });
    expect(again.status).toBe(409);
    expect(again.msg).toBe('Your verification is already under review (up to 24 hours)');
    await expect(t.ctx.services.accounts!.requireKycVerified(user.userId)).rejects.toMatchObject({ error: 'KYC_REQUIRED' });
  });

  it('checks CURP and RFC for Mexico, and a plain number elsewhere', async () => {
    const user = await registerAndLogin(t);
    const imgs = await images(user.token);
    const bad = [
      { documentNumber: 'GALA900101MDFRPN01' }, // wrong check digit
      { documentNumber: 'GALA901301MDFRPN00' }, // month 13
      { documentNumber: '12345' },
    ];
    for (const override of bad) {
      const res = await call(t, 'POST', '/updateReal', { token: user.token, payload: kycBody({ ...imgs, ...override }) });
      expect(res.status, JSON.stringify(override)).toBe(400);
      expect(res.msg).toBe('For Mexico the number must be a valid CURP (18 characters) or RFC (13)');
    }
    const zh = await call(t, 'POST', '/updateReal', { token: user.token, payload: kycBody({ ...imgs, documentNumber: 'nope' }), lang: 'zh_Hans_CN' });
    expect(zh.msg).toBe('墨西哥证件号须为有效的 CURP（18 位）或 RFC（13 位）');
    const passport = await call(t, 'POST', '/updateReal', { token: user.token, payload: kycBody({ ...imgs, country: 'US', documentType: 'passport', documentNumber: 'ab!' }) });
    expect(passport.msg).toBe('The document number must be 5-20 letters and digits');
    const country = await call(t, 'POST', '/updateReal', { token: user.token, payload: kycBody({ ...imgs, country: 'QQ' }) });
    expect(country.msg).toBe('Choose a country from the list');
    const names = await call(t, 'POST', '/updateReal', { token: user.token, payload: kycBody({ ...imgs, firstName: ' ' }), lang: 'mx' });
    expect(names.msg).toBe('Completa el campo «nombre»');
    const rfc = await call(t, 'POST', '/updateReal', { token: user.token, payload: kycBody({ ...imgs, documentNumber: RFC.toLowerCase() }) });
    expect(rfc.status).toBe(200);
  });

  it('accepts a foreign passport', async () => {
    const user = await registerAndLogin(t);
    const res = await call(t, 'POST', '/updateReal', {
      token: user.token,
      payload: kycBody({ ...(await images(user.token)), country: 'es', documentType: 'passport', documentNumber: 'PAA123456' }),
    });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ country: 'ES', documentType: 'passport' });
  });

  it("refuses images that were not uploaded, or that are another user's", async () => {
    const user = await registerAndLogin(t);
    const other = await registerAndLogin(t);
    const theirs = await images(other.token);
    const mine = await images(user.token);
    const none = await call(t, 'POST', '/updateReal', { token: user.token, payload: kycBody() });
    expect(none.status).toBe(400);
    expect(none.msg).toBe('Please upload your credentials first (front image)');
    const stolen = await call(t, 'POST', '/updateReal', { token: user.token, payload: kycBody({ frontImage: mine.frontImage, backImage: theirs.backImage }) });
    expect(stolen.status).toBe(400);
    expect(stolen.msg).toBe('Please upload your credentials first (back image)');
    const external = await call(t, 'POST', '/updateReal', { token: user.token, payload: kycBody({ frontImage: 'https://evil.example/a.png', backImage: mine.backImage }) });
    expect(external.status).toBe(400);
  });

  it('a company account submits corporate data with the license image, not /updateReal', async () => {
    const { email } = uniqueName('kco');
    await call(t, 'POST', '/getEmailCode', { payload: { email }, ip: '10.4.0.1' });
    const code = await latestEmailCode(t, email);
    const corporate = {
      fullName: 'Grupo Altamira SA de CV',
      licenseNumber: 'GAL0102039K1',
      officeAddress: 'Paseo de la Reforma 250, CDMX',
      bankAccount: '002180700123456789',
      registrationPlace: 'Ciudad de México',
      officerInfo: 'Luis Ramírez, apoderado',
      phone: '55 5555 0101',
    };
    const reg = await call<{ token: string }>(t, 'POST', '/register/company', {
      payload: { ...corporate, username: `Alt${Date.now() % 1e6}`, password: 'Altamira2026', confirmPassword: 'Altamira2026', email, code, agreement: true },
      ip: '10.4.0.2',
    });
    expect(reg.status).toBe(200);
    const token = reg.data.token;
    const individualTry = await call(t, 'POST', '/updateReal', { token, payload: kycBody(await images(token)) });
    expect(individualTry.msg).toBe('Company accounts verify with the corporate data and the license');
    const license = await upload(t, token, tinyPng(), 'license.png');
    const res = await call(t, 'POST', '/kyc/company', { token, payload: { ...corporate, licenseImage: license.data.url } });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ status: 'pending', kind: 'company', companyName: corporate.fullName });
    const individual = await registerAndLogin(t);
    const wrong = await call(t, 'POST', '/kyc/company', { token: individual.token, payload: { ...corporate, licenseImage: license.data.url } });
    expect(wrong.msg).toBe('Only company accounts submit corporate data');
  });

  it('the status of a new user is none', async () => {
    const user = await registerAndLogin(t);
    expect((await call(t, 'GET', '/kyc/status', { token: user.token })).data).toEqual({ status: 'none' });
  });
});
