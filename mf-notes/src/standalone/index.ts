// An async boundary: shared singletons are negotiated before the remote's modules run.
void import('./bootstrap');
