import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Lazily loaded pages and a busy 2-core machine: give findBy/waitFor more than the default second.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => cleanup());
