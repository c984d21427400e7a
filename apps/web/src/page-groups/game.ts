// Page group "game": the extra pages.
export { GamePage } from '../routes/game/GamePage';
export { InkyPage } from '../routes/inky/InkyPage';
export { JankyPage } from '../routes/janky/JankyPage';
