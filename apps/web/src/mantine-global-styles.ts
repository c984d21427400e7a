// Mantine's global styles (its reset, the default theme's CSS variables, the body). Each
// component's own style sheet comes with the component's code (vite.config.ts,
// mantineStylesPerComponent), so a page loads only the styles of what it shows.
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
