import demo from '@/demo/locales/pt-BR'; // demo

import { mergeStrings } from '../../merge-strings';
import type { Resources } from '../../resources';
import account from './account.json' with { type: 'json' };
import auth from './auth.json' with { type: 'json' };
import charts from './charts.json' with { type: 'json' };
import colorPicker from './colorPicker.json' with { type: 'json' };
import common from './common.json' with { type: 'json' };
import controls from './controls.json' with { type: 'json' };
import datePicker from './datePicker.json' with { type: 'json' };
import devTools from './devTools.json' with { type: 'json' };
import editor from './editor.json' with { type: 'json' };
import errors from './errors.json' with { type: 'json' };
import fileUpload from './fileUpload.json' with { type: 'json' };
import maps from './maps.json' with { type: 'json' };
import members from './members.json' with { type: 'json' };
import menu from './menu.json' with { type: 'json' };
import modal from './modal.json' with { type: 'json' };
import navbar from './navbar.json' with { type: 'json' };
import notFound from './notFound.json' with { type: 'json' };
import notifications from './notifications.json' with { type: 'json' };
import select from './select.json' with { type: 'json' };
import spinners from './spinners.json' with { type: 'json' };
import tables from './tables.json' with { type: 'json' };
import timelines from './timelines.json' with { type: 'json' };
import treeView from './treeView.json' with { type: 'json' };
import twoFactor from './twoFactor.json' with { type: 'json' };
import users from './users.json' with { type: 'json' };
import welcome from './welcome.json' with { type: 'json' };
import widgets from './widgets.json' with { type: 'json' };
import wizard from './wizard.json' with { type: 'json' };
import worldMaps from './worldMaps.json' with { type: 'json' };

const ptBR = {
  account,
  auth,
  charts,
  colorPicker,
  common,
  controls,
  datePicker,
  devTools,
  editor,
  errors,
  fileUpload,
  maps,
  members,
  menu,
  modal,
  navbar,
  notFound,
  notifications,
  select,
  spinners,
  tables,
  timelines,
  treeView,
  welcome,
  widgets,
  users,
  wizard,
  worldMaps,
  twoFactor,
};

const strings: Resources = mergeStrings(ptBR, [
  demo, // demo
]);

export default strings;
