// The SMS module's public entry: sending texts (through jobs) and the providers.
export { codeSmsText, SMS_JOB, type SmsService, smsPlugin } from './sms.plugin.ts';
export {
  aliyunSmsProvider,
  outboxSmsProvider,
  type SmsMessage,
  type SmsProvider,
  smsProviderFromConfig,
  tencentSmsProvider,
  twilioSmsProvider,
} from './sms-providers.ts';
