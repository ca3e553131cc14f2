import type { Resources } from '../../resources';
import auth from './auth.json';
import cards from './cards.json';
import charts from './charts.json';
import colorPicker from './colorPicker.json';
import common from './common.json';
import controls from './controls.json';
import dashboard from './dashboard.json';
import datePicker from './datePicker.json';
import editor from './editor.json';
import errors from './errors.json';
import extra from './extra.json';
import fileUpload from './fileUpload.json';
import filters from './filters.json';
import formElements from './formElements.json';
import icons from './icons.json';
import maps from './maps.json';
import menu from './menu.json';
import modal from './modal.json';
import modalsPage from './modalsPage.json';
import navbar from './navbar.json';
import notFound from './notFound.json';
import notifications from './notifications.json';
import progressBars from './progressBars.json';
import select from './select.json';
import social from './social.json';
import spinners from './spinners.json';
import tables from './tables.json';
import timelines from './timelines.json';
import treeView from './treeView.json';
import uiPages from './uiPages.json';
import wizard from './wizard.json';
import worldMaps from './worldMaps.json';

const es: Resources = {
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
  wizard,
  worldMaps,
};

export default es;
