// Flag artwork from the flag-icons package (MIT, Panayiotis Lipiridis), one file per offered country.
// Generated from FLAG_CODES in the contract; each import is only a URL, the image loads when shown.
import type { FlagCode } from '@sitewright/contract';
import cnFlag from 'flag-icons/flags/4x3/cn.svg?url';
import usFlag from 'flag-icons/flags/4x3/us.svg?url';
import gbFlag from 'flag-icons/flags/4x3/gb.svg?url';
import deFlag from 'flag-icons/flags/4x3/de.svg?url';
import frFlag from 'flag-icons/flags/4x3/fr.svg?url';
import jpFlag from 'flag-icons/flags/4x3/jp.svg?url';
import krFlag from 'flag-icons/flags/4x3/kr.svg?url';
import hkFlag from 'flag-icons/flags/4x3/hk.svg?url';
import twFlag from 'flag-icons/flags/4x3/tw.svg?url';
import sgFlag from 'flag-icons/flags/4x3/sg.svg?url';
import auFlag from 'flag-icons/flags/4x3/au.svg?url';
import caFlag from 'flag-icons/flags/4x3/ca.svg?url';
import inFlag from 'flag-icons/flags/4x3/in.svg?url';
import idFlag from 'flag-icons/flags/4x3/id.svg?url';
import myFlag from 'flag-icons/flags/4x3/my.svg?url';
import thFlag from 'flag-icons/flags/4x3/th.svg?url';
import vnFlag from 'flag-icons/flags/4x3/vn.svg?url';
import phFlag from 'flag-icons/flags/4x3/ph.svg?url';
import aeFlag from 'flag-icons/flags/4x3/ae.svg?url';
import saFlag from 'flag-icons/flags/4x3/sa.svg?url';
import trFlag from 'flag-icons/flags/4x3/tr.svg?url';
import ruFlag from 'flag-icons/flags/4x3/ru.svg?url';
import esFlag from 'flag-icons/flags/4x3/es.svg?url';
import itFlag from 'flag-icons/flags/4x3/it.svg?url';
import nlFlag from 'flag-icons/flags/4x3/nl.svg?url';
import ptFlag from 'flag-icons/flags/4x3/pt.svg?url';
import brFlag from 'flag-icons/flags/4x3/br.svg?url';
import mxFlag from 'flag-icons/flags/4x3/mx.svg?url';
import arFlag from 'flag-icons/flags/4x3/ar.svg?url';
import zaFlag from 'flag-icons/flags/4x3/za.svg?url';
import egFlag from 'flag-icons/flags/4x3/eg.svg?url';
import ngFlag from 'flag-icons/flags/4x3/ng.svg?url';

export const FLAG_URLS: Record<FlagCode, string> = {
  CN: cnFlag,
  US: usFlag,
  GB: gbFlag,
  DE: deFlag,
  FR: frFlag,
  JP: jpFlag,
  KR: krFlag,
  HK: hkFlag,
  TW: twFlag,
  SG: sgFlag,
  AU: auFlag,
  CA: caFlag,
  IN: inFlag,
  ID: idFlag,
  MY: myFlag,
  TH: thFlag,
  VN: vnFlag,
  PH: phFlag,
  AE: aeFlag,
  SA: saFlag,
  TR: trFlag,
  RU: ruFlag,
  ES: esFlag,
  IT: itFlag,
  NL: nlFlag,
  PT: ptFlag,
  BR: brFlag,
  MX: mxFlag,
  AR: arFlag,
  ZA: zaFlag,
  EG: egFlag,
  NG: ngFlag,
};
