package io.github.tabla.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.tabla.core.GameDefinition;
import io.github.tabla.core.GamePosition;
import io.github.tabla.core.Games;
import io.github.tabla.core.Messages;
import io.github.tabla.core.match.MatchScoring;
import io.github.tabla.core.match.RoundResult;
import io.github.tabla.core.robot.Level;
import io.github.tabla.notation.NotationMessages;
import java.util.Locale;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * {@code tabla play} typed at a terminal: JLine's line editor on an in-process xterm, as a person meets
 * it — every game in every language to the end, with the round-end screens, the wait for Enter between
 * rounds, Tab completing the moves, colours, and no echo of what was typed.
 */
class TypedTerminalTest {
  private static final long SEED = 5L;

  static Stream<Arguments> everyGameInEveryLanguage() {
    return Games.definitions().toJavaStream().flatMap(g -> Messages.SUPPORTED.toJavaStream()
        .map(l -> Arguments.of(g.id(), l.getLanguage())));
  }

  @ParameterizedTest(name = "{0} in {1}")
  @MethodSource("everyGameInEveryLanguage")
  void aWholeMatchShowsEachRoundsEndAndWaitsForEnter(String id, String lang) {
    whole(Fixtures.game(id), Locale.forLanguageTag(lang));
  }

  private static <P extends GamePosition<P>> void whole(GameDefinition<P> game, Locale locale) {
    Texts t = Texts.of(locale);
    String you = t.get("player.you");
    String robot = t.get("player.robot");
    Scripts.Played<P> played = Scripts.against(game, Level.GENTLE, SEED, you, robot);
    int rounds = game.matchFormat().rounds();
    StringBuilder keys = new StringBuilder();
    int typed = 0;
    for (String m : played.moves()) {
      keys.append(m).append('\r');
      typed++;
      if (rounds == 2 && typed == typedInRound1(played)) {
        keys.append('\r');   // Enter, to start round 2
      }
    }
    Cli.Result r = Cli.typed(locale, keys.toString(), true, false, Fixtures.naming(game, "play", "--level", "gentle",
        "--seed", String.valueOf(SEED), "--lang", locale.getLanguage(), "--bidi", "terminal"));
    assertEquals(0, r.status(), r::toString);
    NotationMessages messages = NotationMessages.of(game, locale);
    String out = r.out();
    RoundResult first = played.match().results().head();
    String summary = messages.text(rounds == 1 ? first.gameSummary() : first);
    int summaryAt = out.indexOf(summary);
    assertTrue(summaryAt > 0, () -> summary + " in\n" + out);
    String score = t.get(t.has("status.score." + game.family()) ? "status.score." + game.family() : "status.score",
        first.white().name(), messages.text("side.white", io.vavr.collection.Array.empty()),
        first.outcome().score().white(), first.black().name(),
        messages.text("side.black", io.vavr.collection.Array.empty()), first.outcome().score().black());
    // the final board just before the result, with round 1's own players and score
    int scoreAt = out.lastIndexOf(score, summaryAt);
    assertTrue(scoreAt > 0, () -> score + " before " + summary + " in\n" + out);
    assertFalse(out.substring(scoreAt, summaryAt).contains(t.get("status.round", 2, 2)), out);
    String over = t.get(rounds == 1 ? "play.game-over" : "play.match-over");
    assertTrue(out.indexOf(over) > summaryAt, out);
    if (rounds == 2) {
      String enter = t.get("play.press-enter", 2);
      String round2 = t.get("play.round-starts", 2, 2, robot, you);
      assertTrue(out.indexOf(enter) > summaryAt, () -> enter + " after round 1 in\n" + out);
      assertTrue(out.indexOf(round2) > out.indexOf(enter), () -> round2 + " after " + enter + " in\n" + out);
      assertTrue(out.contains(t.get("play.match-standing", "").replace("\u2068\u2069", "")), out);
      String second = messages.text(played.match().results().get(1));
      assertTrue(out.indexOf(second) > out.indexOf(round2), () -> second + " in\n" + out);
    }
    assertTrue(out.trim().endsWith(messages.text(played.match().outcome().get()).trim()), out);
  }

  /** The moves the person types in round 1. */
  private static <P extends GamePosition<P>> int typedInRound1(Scripts.Played<P> played) {
    io.github.tabla.core.record.GameRecord<P> r1 = played.match().rounds().head();
    int n = 0;
    for (int i = 0; i < r1.moves().size(); i++) {
      P before = r1.positions().get(i);
      io.github.tabla.core.Move m = r1.moves().get(i);
      boolean forced = before.legalMoves().size() == 1 && m.isPass();
      if (m.side() == io.github.tabla.core.Side.WHITE && !forced) {
        n++;
      }
    }
    return n;
  }

  @Test
  void tabCompletesTheLegalMovesAndTheCommands() {
    // "Ne8xc" and Tab: the one legal move it starts is completed; "hi" and Tab: hint
    Cli.Result r = Cli.typed(Locale.ENGLISH, "Ne8xc\t\rhi\t\rquit\r", false, false, "play", "knights", "--seed", "1");
    assertTrue(r.out().contains("Robot plays "), "Ne8xc7 was completed and played: " + r);
    assertTrue(r.out().contains("Hint: "), r::toString);
    assertEquals(0, r.status(), r::toString);
  }

  @Test
  void whatIsTypedIsNotEchoedASecondTime() {
    Cli.Result r = Cli.typed(Locale.ENGLISH, "help\rquit\r", false, false, "play", "diamonds", "--seed", "1");
    assertEquals(1, r.out().split("Your move \\(White\\): help", -1).length - 1, r::toString);
  }

  @Test
  void theBoardIsInColourWithTheLastMoveAndTheDestinationsMarked() {
    String raw = Cli.raw(Locale.ENGLISH, "Ke1-e2\rmoves e2\rquit\r", "play", "diamonds", "--seed", "1");
    assertTrue(raw.contains("48;5;180") && raw.contains("48;5;137"), "the light and dark squares");
    assertTrue(raw.contains("48;5;186") || raw.contains("48;5;143"), "the last move's squares");
    assertTrue(raw.contains("48;5;114") || raw.contains("48;5;71"), "the destinations of the king on e2");
    Cli.Result plain = Cli.typed(Locale.ENGLISH, "quit\r", false, false, "play", "diamonds", "--seed", "1",
        "--no-color");
    assertFalse(plain.out().contains("48;5;"), plain::toString);
    Cli.Result ascii = Cli.typed(Locale.ENGLISH, "quit\r", false, false, "play", "diamonds", "--seed", "1", "--ascii");
    assertTrue(ascii.out().contains(" 1 . . . . K . . . 1"), ascii::toString);
  }

  @Test
  void hebrewAsksWhichLineReadsRightAndFollowsTheAnswer() {
    Cli.Result visual = Cli.typed(Messages.HEBREW, "2\rיציאה\r", false, false, "play", "knights", "--seed", "1",
        "--lang", "he");
    assertTrue(visual.out().contains(Texts.of(Messages.HEBREW).get("menu.bidi")), visual::toString);
    String goodbye = Texts.of(Messages.HEBREW).get("play.goodbye");
    assertTrue(visual.out().contains(VisualOrder.of(goodbye)), "answered 2: lines in visual order " + visual);
    Cli.Result logical = Cli.typed(Messages.HEBREW, "1\rיציאה\r", false, false, "play", "knights", "--seed", "1",
        "--lang", "he");
    assertTrue(logical.out().contains(goodbye), logical::toString);
  }

  @Test
  void ctrlDMidRoundSaysTheInputEndedAndExits1() {
    Cli.Result r = Cli.typed(Locale.ENGLISH, "Ke1-e2\r", false, false, "play", "diamonds", "--seed", "1");
    assertEquals(1, r.status(), r::toString);
    assertTrue(r.out().contains("The input ended before the match did."), r::toString);
    Cli.Result menu = Cli.typed(Locale.ENGLISH, "", false, false);
    assertEquals(0, menu.status(), menu::toString);
    assertTrue(menu.out().contains("Goodbye!"), menu::toString);
  }
}
