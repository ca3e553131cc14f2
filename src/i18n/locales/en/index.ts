import auth from './auth.json';
import charts from './charts.json';
import colorPicker from './colorPicker.json';
import common from './common.json';
import controls from './controls.json';
import dashboard from './dashboard.json';
import datePicker from './datePicker.json';
import editor from './editor.json';
import errors from './errors.json';
import fileUpload from './fileUpload.json';
import formElements from './formElements.json';
import menu from './menu.json';
import modal from './modal.json';
import navbar from './navbar.json';
import notFound from './notFound.json';
import placeholders from './placeholders.json';
import progressBars from './progressBars.json';
import select from './select.json';
import social from './social.json';
import tables from './tables.json';
import wizard from './wizard.json';

const en = {
  auth,
  charts,
  colorPicker,
  common,
  controls,
  dashboard,
  datePicker,
  editor,
  errors,
  fileUpload,
  formElements,
  menu,
  modal,
  navbar,
  notFound,
  placeholders,
  progressBars,
  select,
  social,
  tables,
  wizard,
};

export default en;
