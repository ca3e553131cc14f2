import { pathTo, routePaths } from './routes';

describe("the template's routes", () => {
  it('keep their URLs', () => {
    expect(routePaths).toMatchObject({
      login: '/auth/login',
      signup: '/auth/signup',
      dashboard: '/admin/dashboard',
      'not-found-advanced': '/404/not-found-advanced',
      'not-found-simple': '/404/not-found-simple',
      'not-found-custom': '/404/not-found-custom',
      'not-found-large-text': '/pages/not-found-large-text',
    });
  });

  it('are reached by name', () => {
    expect(pathTo('dashboard')).toBe('/admin/dashboard');
  });
});
