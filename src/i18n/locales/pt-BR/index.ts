import type { Resources } from '../../resources';
import auth from './auth.json';
import common from './common.json';
import errors from './errors.json';
import menu from './menu.json';
import navbar from './navbar.json';
import notFound from './notFound.json';
import placeholders from './placeholders.json';

const ptBR: Resources = { auth, common, errors, menu, navbar, notFound, placeholders };

export default ptBR;
