import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { queryClient } from './api.ts';
import { App } from './App.tsx';
import { currentLocale } from './i18n.ts';
import './styles.css';

document.documentElement.lang = currentLocale() === 'zh' ? 'zh-Hans' : currentLocale();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <App />
    </QueryClientProvider>
  </StrictMode>,
);
