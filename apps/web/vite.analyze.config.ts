import base from './vite.config.ts';
import { analyze } from './build/zz-analyze.ts';
export default (env: any) => { const c = (base as any)(env); c.plugins.push(analyze());
 if (!env.isSsrBuild) { c.build.outDir='/tmp/dist-an'; c.build.rolldownOptions.output.codeSplitting = { groups: [
  { name: 'v-react-dom', test: /node_modules[\\/](?:react-dom|scheduler)[\\/]/ },
  { name: 'v-react', test: /node_modules[\\/]react[\\/]/ },
  { name: 'v-router', test: /node_modules[\\/]react-router[\\/]/ },
  { name: 'v-query', test: /node_modules[\\/]@tanstack[\\/]/ },
  { name: 'v-sonner', test: /node_modules[\\/]sonner[\\/]/ },
  { name: 'v-lucide', test: /node_modules[\\/]lucide-react[\\/]/ },
  { name: 'v-domain', test: /packages[\\/]domain[\\/]/ },
 ]}; }
 return c; };
