import { startPageRemote } from './remotes/start-page-remote';

startPageRemote(window.location.pathname);
import('./bootstrap');
