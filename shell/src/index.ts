// An async boundary: shared singletons are negotiated before any of the app's modules run.
import('./bootstrap');
