import { loadConfig, missingWhatsappSettings } from '../src/config';

describe('WhatsApp settings', () => {
  it('default to Graph v23.0, en_US and 20 messages a second, with nothing configured', () => {
    const { whatsapp } = loadConfig({});
    expect(whatsapp).toEqual({
      apiUrl: 'https://graph.facebook.com/v23.0',
      phoneNumberId: undefined,
      accessToken: undefined,
      appSecret: undefined,
      verifyToken: undefined,
      campaignTemplate: undefined,
      templateLanguage: 'en_US',
      sendRatePerSecond: 20,
    });
    expect(missingWhatsappSettings(whatsapp, 'send')).toEqual(['WHATSAPP_PHONE_NUMBER_ID', 'WHATSAPP_ACCESS_TOKEN']);
  });

  it('reads every WHATSAPP_ variable, empty meaning unset', () => {
    const { whatsapp } = loadConfig({
      WHATSAPP_API_URL: 'http://127.0.0.1:4000/v23.0/',
      WHATSAPP_PHONE_NUMBER_ID: '1098765432',
      WHATSAPP_ACCESS_TOKEN: 'token',
      WHATSAPP_APP_SECRET: 'secret',
      WHATSAPP_VERIFY_TOKEN: '',
      WHATSAPP_CAMPAIGN_TEMPLATE: 'nurseprep_update',
      WHATSAPP_TEMPLATE_LANGUAGE: 'es',
      WHATSAPP_SEND_RATE_PER_SECOND: '5',
    });
    expect(whatsapp).toMatchObject({ apiUrl: 'http://127.0.0.1:4000/v23.0', verifyToken: undefined, templateLanguage: 'es', sendRatePerSecond: 5 });
    expect(missingWhatsappSettings(whatsapp, 'campaigns')).toEqual([]);
    expect(missingWhatsappSettings(whatsapp, 'webhook')).toEqual(['WHATSAPP_VERIFY_TOKEN']);
  });

  it.each([
    ['WHATSAPP_API_URL', 'graph.facebook.com'],
    ['WHATSAPP_PHONE_NUMBER_ID', 'phone-1'],
    ['WHATSAPP_CAMPAIGN_TEMPLATE', 'Spring Offer'],
    ['WHATSAPP_TEMPLATE_LANGUAGE', 'english'],
    ['WHATSAPP_SEND_RATE_PER_SECOND', '0'],
    ['WHATSAPP_SEND_RATE_PER_SECOND', 'fast'],
  ])('stops start-up on a bad %s, naming it', (variable, value) => {
    expect(() => loadConfig({ [variable]: value })).toThrow(new RegExp(`Invalid configuration: .*${variable}`));
  });
});
