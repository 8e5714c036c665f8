import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Several engineers share two cores: give lazily loaded pages time to appear.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => cleanup());
