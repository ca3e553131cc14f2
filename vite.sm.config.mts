import { defineConfig, mergeConfig } from 'vite';
import base from './vite.config';
export default mergeConfig(base as any, defineConfig({ build: { sourcemap: true, outDir: '/tmp/dist-sm', emptyOutDir: true } }));
