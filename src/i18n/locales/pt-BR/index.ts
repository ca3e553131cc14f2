import type { Resources } from '../../resources';
import auth from './auth.json' with { type: 'json' };
import cards from './cards.json' with { type: 'json' };
import charts from './charts.json' with { type: 'json' };
import colorPicker from './colorPicker.json' with { type: 'json' };
import common from './common.json' with { type: 'json' };
import controls from './controls.json' with { type: 'json' };
import dashboard from './dashboard.json' with { type: 'json' };
import datePicker from './datePicker.json' with { type: 'json' };
import editor from './editor.json' with { type: 'json' };
import errors from './errors.json' with { type: 'json' };
import extra from './extra.json' with { type: 'json' };
import fileUpload from './fileUpload.json' with { type: 'json' };
import filters from './filters.json' with { type: 'json' };
import formElements from './formElements.json' with { type: 'json' };
import icons from './icons.json' with { type: 'json' };
import maps from './maps.json' with { type: 'json' };
import menu from './menu.json' with { type: 'json' };
import modal from './modal.json' with { type: 'json' };
import modalsPage from './modalsPage.json' with { type: 'json' };
import navbar from './navbar.json' with { type: 'json' };
import notFound from './notFound.json' with { type: 'json' };
import notifications from './notifications.json' with { type: 'json' };
import progressBars from './progressBars.json' with { type: 'json' };
import select from './select.json' with { type: 'json' };
import social from './social.json' with { type: 'json' };
import spinners from './spinners.json' with { type: 'json' };
import tables from './tables.json' with { type: 'json' };
import timelines from './timelines.json' with { type: 'json' };
import treeView from './treeView.json' with { type: 'json' };
import uiPages from './uiPages.json' with { type: 'json' };
import users from './users.json' with { type: 'json' };
import wizard from './wizard.json' with { type: 'json' };
import worldMaps from './worldMaps.json' with { type: 'json' };

const ptBR: Resources = {
  auth,
  cards,
  charts,
  colorPicker,
  common,
  controls,
  dashboard,
  datePicker,
  editor,
  errors,
  extra,
  fileUpload,
  filters,
  formElements,
  icons,
  maps,
  menu,
  modal,
  modalsPage,
  navbar,
  notFound,
  notifications,
  progressBars,
  select,
  social,
  spinners,
  tables,
  timelines,
  treeView,
  uiPages,
  users,
  wizard,
  worldMaps,
};

export default ptBR;
