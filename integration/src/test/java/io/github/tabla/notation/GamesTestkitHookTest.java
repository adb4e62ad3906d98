package io.github.tabla.notation;

import static io.github.tabla.notation.TestkitHookTest.property5;

import io.github.tabla.games.buttons.ButtonsGame;
import io.github.tabla.games.diamonds.DiamondsGame;
import io.github.tabla.games.draughts.ItalianDraughts;
import io.github.tabla.games.knights.KnightsGame;
import org.junit.jupiter.api.Test;

/** The testkit's property 5 (text round trips) for every real game, read and written by notation. */
class GamesTestkitHookTest {

  @Test
  void property5_italianDraughts() {
    property5(new ItalianDraughts(), 2L, 1_000);
  }

  @Test
  void property5_diamonds() {
    property5(new DiamondsGame(), 5L, 1_000);
  }

  @Test
  void property5_buttons() {
    property5(ButtonsGame.extraRook(), 4L, 1_000);
  }

  @Test
  void property5_knights() {
    property5(new KnightsGame(), 3L, 1_000);
  }
}
