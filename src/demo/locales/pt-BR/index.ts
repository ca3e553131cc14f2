import cards from './cards.json' with { type: 'json' };
import charts from './charts.json' with { type: 'json' };
import colorPicker from './colorPicker.json' with { type: 'json' };
import controls from './controls.json' with { type: 'json' };
import dashboard from './dashboard.json' with { type: 'json' };
import extra from './extra.json' with { type: 'json' };
import fileUpload from './fileUpload.json' with { type: 'json' };
import filters from './filters.json' with { type: 'json' };
import formElements from './formElements.json' with { type: 'json' };
import icons from './icons.json' with { type: 'json' };
import maps from './maps.json' with { type: 'json' };
import menu from './menu.json' with { type: 'json' };
import modalsPage from './modalsPage.json' with { type: 'json' };
import navbar from './navbar.json' with { type: 'json' };
import notifications from './notifications.json' with { type: 'json' };
import orders from './orders.json' with { type: 'json' };
import progressBars from './progressBars.json' with { type: 'json' };
import social from './social.json' with { type: 'json' };
import spinners from './spinners.json' with { type: 'json' };
import tables from './tables.json' with { type: 'json' };
import timelines from './timelines.json' with { type: 'json' };
import treeView from './treeView.json' with { type: 'json' };
import uiPages from './uiPages.json' with { type: 'json' };
import wizard from './wizard.json' with { type: 'json' };
import worldMaps from './worldMaps.json' with { type: 'json' };

/** The demo's strings in this language: its own namespaces and its keys in shared ones. */
export default {
  orders,
  cards,
  charts,
  colorPicker,
  controls,
  dashboard,
  extra,
  fileUpload,
  filters,
  formElements,
  icons,
  maps,
  menu,
  modalsPage,
  navbar,
  notifications,
  progressBars,
  social,
  spinners,
  tables,
  timelines,
  treeView,
  uiPages,
  wizard,
  worldMaps,
};
