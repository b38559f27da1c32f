// The floor's second page (scripts/benchWeb.mjs): React DOM, as the app builds it, rendering one element.
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root') as HTMLElement).render(<p>オリーブ代理店ポータル</p>);
