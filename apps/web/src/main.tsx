import './index.css';
import { startApp } from './app/start-app';

void startApp();
