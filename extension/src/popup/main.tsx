import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import '@/ui/theme.css';
import './popup.css';

import { Popup } from './popup';

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <Popup />
    </StrictMode>,
  );
}
