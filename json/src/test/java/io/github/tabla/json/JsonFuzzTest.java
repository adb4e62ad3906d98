package io.github.tabla.json;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.tabla.core.AnyGame;
import io.github.tabla.core.AnyPosition;
import io.github.tabla.core.Games;
import io.github.tabla.core.Move;
import io.github.tabla.core.match.Match;
import io.github.tabla.core.record.GameRecord;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import io.vavr.control.Either;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The readers answer every input with a value or a {@link JsonProblem}, never an exception: documents of
 * every kind, mutated a few characters at a time (inserted, deleted, replaced, cut short, repeated), read as
 * positions, moves and records. 10,000 inputs a game, a million with {@code -Dtabla.deep=true}. Tagged
 * {@code fuzz}: it asks no question of language, so the runs under Hebrew and Romanian leave it out.
 */
@Tag("fuzz")
class JsonFuzzTest {
  private static final String ALPHABET = "{}[]\":,0123456789-+.eE \\/tfnulra1h8xKQRNBPM\u00e9\u05d0\n";

  static Seq<AnyGame> games() {
    return Games.all();
  }

  @ParameterizedTest
  @MethodSource("games")
  void everyMutatedDocumentIsAnsweredWithoutAnException(AnyGame game) {
    int inputs = Boolean.getBoolean("tabla.deep") ? 1_000_000 : 10_000;
    SplittableRandom random = new SplittableRandom(game.id().hashCode());
    GameJson json = GameJson.of(game);
    Seq<AnyPosition> positions = playout(game, random);
    Seq<String> seeds = positions.flatMap(p -> Array.of(json.position(p), json.moves(p)))
        .appendAll(positions.filter(p -> !p.isOver()).map(p -> TablaJson.write(json.moveTree(p,
            p.legalMoves().head()))))
        .append(json.record(record(positions)))
        .append(json.match(Match.of(game.definition(), "Ana", "Dan")))
        .append(json.gameJson())
        .append("{\"path\":[\"e1\",\"e2\"]}").append("{\"text\":\"22-18\"}").append("{\"pass\":true}");
    int values = 0;
    for (int i = 0; i < inputs; i++) {
      String text = mutate(seeds.get(random.nextInt(seeds.size())), random);
      AnyPosition at = positions.get(random.nextInt(positions.size()));
      values += answered(json.readPosition(text)) + answered(json.readMove(at, text))
          + answered(json.readRecord(text)) + answered(json.readMatch(text)) + answered(TablaJson.read(text))
          + answered(TablaJson.readGame(text));
    }
    assertTrue(values > 0, "some mutated documents still read");
  }

  private static int answered(Either<JsonProblem, ?> read) {
    // no exception got here; a problem always says what and where
    if (read.isLeft()) {
      assertTrue(!read.getLeft().code().isEmpty() && !read.getLeft().detail().isEmpty(), read.getLeft()::toString);
      return 0;
    }
    return 1;
  }

  private static Seq<AnyPosition> playout(AnyGame game, SplittableRandom random) {
    Array<AnyPosition> out = Array.of(game.start());
    AnyPosition p = game.start();
    for (int i = 0; i < 60 && !p.isOver(); i++) {
      Seq<Move> moves = p.legalMoves();
      p = p.playUnchecked(moves.get(random.nextInt(moves.size())));
      out = out.append(p);
    }
    return out;
  }

  private static GameRecord<?> record(Seq<AnyPosition> positions) {
    return replay(positions.head(), positions);
  }

  @SuppressWarnings({"unchecked", "rawtypes"})
  private static GameRecord<?> replay(AnyPosition start, Seq<AnyPosition> positions) {
    GameRecord record = GameRecord.of((io.github.tabla.core.GamePosition) start.typed());
    for (int i = 1; i < positions.size(); i++) {
      AnyPosition before = positions.get(i - 1);
      AnyPosition after = positions.get(i);
      Move m = before.legalMoves().find(x -> before.playUnchecked(x).equals(after)).get();
      Either<?, GameRecord> next = record.play(m);
      if (next.isLeft()) {
        break;
      }
      record = next.get();
    }
    return record;
  }

  static String mutate(String text, SplittableRandom random) {
    StringBuilder b = new StringBuilder(text);
    int edits = 1 + random.nextInt(4);
    for (int e = 0; e < edits; e++) {
      int at = b.length() == 0 ? 0 : random.nextInt(b.length());
      char c = ALPHABET.charAt(random.nextInt(ALPHABET.length()));
      switch (random.nextInt(6)) {
        case 0 -> b.insert(at, c);
        case 1 -> {
          if (b.length() > 0) {
            b.deleteCharAt(at);
          }
        }
        case 2 -> {
          if (b.length() > 0) {
            b.setCharAt(at, c);
          }
        }
        case 3 -> b.setLength(at);
        case 4 -> {
          int end = Math.min(b.length(), at + 1 + random.nextInt(20));
          b.insert(at, b.substring(at, end).repeat(1 + random.nextInt(50)));
        }
        default -> b.insert(at, "[".repeat(random.nextInt(100)));
      }
    }
    return b.toString();
  }
}
