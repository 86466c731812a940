import { describeLocaleParity } from '@hanyu/i18n/testing';
import en from './en.ts';
import es from './es.ts';
import ja from './ja.ts';
import ko from './ko.ts';
import zhCn from './zh-cn.ts';

// Every feature's strings, since the namespace spreads them all.
describeLocaleParity('service', en, { 'zh-cn': zhCn, es, ja, ko });
