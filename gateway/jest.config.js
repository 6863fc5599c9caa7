import base from '../jest.base.js';
export default { ...base, rootDir: '.' };
