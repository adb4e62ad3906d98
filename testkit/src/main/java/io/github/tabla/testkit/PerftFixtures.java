package io.github.tabla.testkit;

import org.apiguardian.api.API;
import io.github.tabla.core.GameDefinition;
import io.github.tabla.core.GamePosition;
import io.github.tabla.core.Move;
import io.github.tabla.core.MoveRejection;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * Reads and runs {@code .perft} fixture files, the text format of python-chess and shakmaty: entries
 * start with an {@code id} line, then optionally a position ({@code epd <text>} or
 * {@code position <text>}; the start position when there is none) and a {@code moves <m1 m2 ...>}
 * line played from it, then {@code perft <depth> <nodes>} lines. Blank lines and lines starting with
 * {@code #} are ignored.
 *
 * <pre>{@code
 * Seq<PerftFixture> fixtures = PerftFixtures.resource(MyTest.class, "mini.perft")
 *     .getOrElseThrow(message -> new IllegalArgumentException(message));
 * for (PerftFixture f : fixtures) {
 *   PerftFixtures.check(game, f, Option.none(), MoveReader.squares(), 1_000_000L);
 * }
 * }</pre>
 */
@API(status = API.Status.STABLE, since = "0.1")
public final class PerftFixtures {

  private PerftFixtures() {
  }

  /**
   * Reads fixtures from text.
   *
   * @param text the file's contents
   * @return the fixtures, or a message naming the line and what was expected there
   */
  public static Either<String, Seq<PerftFixture>> parse(String text) {
    Objects.requireNonNull(text, "text");
    Array<PerftFixture> out = Array.empty();
    @Nullable PerftFixture current = null;
    String[] lines = text.split("\r?\n", -1);
    for (int i = 0; i < lines.length; i++) {
      int n = i + 1;
      String line = lines[i].strip();
      if (line.isEmpty() || line.startsWith("#")) {
        continue;
      }
      int space = line.indexOf(' ');
      String keyword = space < 0 ? line : line.substring(0, space);
      String rest = space < 0 ? "" : line.substring(space + 1).strip();
      if (keyword.equals("id")) {
        if (current != null) {
          out = out.append(current);
        }
        if (rest.isEmpty()) {
          return Either.left("line " + n + ": expected a name after \"id\"");
        }
        current = new PerftFixture(rest, Option.none(), Array.empty(), Array.empty(), n);
        continue;
      }
      if (current == null) {
        return Either.left("line " + n + ": expected \"id <name>\" first, found \"" + line + "\"");
      }
      switch (keyword) {
        case "epd":
        case "position":
        case "fen":
          if (rest.isEmpty() || current.position().isDefined()) {
            return Either.left("line " + n + ": expected one position text after \"" + keyword + "\"");
          }
          current = new PerftFixture(current.id(), Option.some(rest), current.moves(), current.counts(),
              current.line());
          break;
        case "moves":
          current = new PerftFixture(current.id(), current.position(),
              current.moves().appendAll(rest.isEmpty() ? Array.empty() : Array.of(rest.split("\\s+"))),
              current.counts(), current.line());
          break;
        case "perft": {
          String[] parts = rest.split("\\s+");
          if (parts.length != 2) {
            return Either.left("line " + n + ": expected \"perft <depth> <nodes>\", found \"" + line + "\"");
          }
          try {
            int depth = Integer.parseInt(parts[0]);
            long nodes = Long.parseLong(parts[1]);
            if (depth < 0 || nodes < 0) {
              return Either.left("line " + n + ": depth and nodes must not be negative in \"" + line + "\"");
            }
            current = new PerftFixture(current.id(), current.position(), current.moves(),
                current.counts().append(new PerftFixture.Count(depth, nodes)), current.line());
          } catch (NumberFormatException e) {
            return Either.left("line " + n + ": expected two numbers in \"" + line + "\"");
          }
          break;
        }
        default:
          return Either.left("line " + n + ": expected id, epd, position, moves or perft, found \"" + keyword + "\"");
      }
    }
    if (current != null) {
      out = out.append(current);
    }
    return Either.right(out);
  }

  /**
   * Reads fixtures from a resource next to a class (UTF-8).
   *
   * @param anchor the class whose package holds the resource, typically the test class
   * @param name the resource name, for example {@code "diamonds.perft"}
   * @return the fixtures, or a message saying why they could not be read
   */
  public static Either<String, Seq<PerftFixture>> resource(Class<?> anchor, String name) {
    Objects.requireNonNull(anchor, "anchor");
    Objects.requireNonNull(name, "name");
    try (InputStream in = anchor.getResourceAsStream(name)) {
      if (in == null) {
        return Either.left("no resource " + name + " next to " + anchor.getName());
      }
      return parse(new String(in.readAllBytes(), StandardCharsets.UTF_8))
          .mapLeft(message -> name + ", " + message);
    } catch (IOException e) {
      return Either.left("cannot read " + name + ": " + e);
    }
  }

  /**
   * The position a fixture names: the start position or the position text, then its moves.
   *
   * @param <P> the game's position type
   * @param game the game
   * @param fixture the fixture
   * @param positions reads position texts; none when the game has no position text yet
   * @param moves reads the moves
   * @return the position, or why it cannot be made
   */
  public static <P extends GamePosition<P>> Either<String, P> position(GameDefinition<P> game, PerftFixture fixture,
      Option<PositionReader<P>> positions, MoveReader<P> moves) {
    Objects.requireNonNull(game, "game");
    Objects.requireNonNull(fixture, "fixture");
    Objects.requireNonNull(positions, "positions");
    Objects.requireNonNull(moves, "moves");
    P p;
    if (fixture.position().isDefined()) {
      if (positions.isEmpty()) {
        return Either.left("fixture " + fixture.id() + " has a position text but the suite has no PositionReader");
      }
      Either<?, P> read = positions.get().read(fixture.position().get());
      if (read.isLeft()) {
        return Either.left("fixture " + fixture.id() + ": the position text does not read: " + read.getLeft());
      }
      p = read.get();
    } else {
      p = game.start();
    }
    for (String token : fixture.moves()) {
      Either<?, Move> m = moves.read(p, token);
      if (m.isLeft()) {
        return Either.left("fixture " + fixture.id() + ": the move " + token + " does not read: " + m.getLeft());
      }
      Either<MoveRejection, P> next = p.play(m.get());
      if (next.isLeft()) {
        return Either.left("fixture " + fixture.id() + ": the move " + token + " is refused: " + next.getLeft());
      }
      p = next.get();
    }
    return Either.right(p);
  }

  /**
   * Runs a fixture: {@code perft(depth)} of its position must equal every expected count up to the
   * node cap.
   *
   * @param <P> the game's position type
   * @param game the game
   * @param fixture the fixture
   * @param positions reads position texts; none when the game has no position text yet
   * @param moves reads the moves
   * @param nodeCap the largest expected count that is checked; larger ones are skipped
   * @return the counts that were checked
   * @throws AssertionError when a count differs or the position cannot be made
   */
  public static <P extends GamePosition<P>> Seq<PerftFixture.Count> check(GameDefinition<P> game,
      PerftFixture fixture, Option<PositionReader<P>> positions, MoveReader<P> moves, long nodeCap) {
    Objects.requireNonNull(game, "game");
    Objects.requireNonNull(fixture, "fixture");
    Objects.requireNonNull(positions, "positions");
    Objects.requireNonNull(moves, "moves");
    Either<String, P> made = position(game, fixture, positions, moves);
    if (made.isLeft()) {
      throw new AssertionError(made.getLeft() + " (line " + fixture.line() + ")");
    }
    P p = made.get();
    Seq<PerftFixture.Count> checked = fixture.counts().filter(c -> c.nodes() <= nodeCap);
    for (PerftFixture.Count c : checked) {
      long nodes;
      try {
        nodes = p.perft(c.depth());
      } catch (RuntimeException e) {
        throw new AssertionError("fixture " + fixture.id() + ": perft(" + c.depth() + ") threw " + e, e);
      }
      if (nodes != c.nodes()) {
        throw new AssertionError("fixture " + fixture.id() + " (line " + fixture.line() + "): perft(" + c.depth()
            + ") is " + nodes + ", expected " + c.nodes());
      }
    }
    return checked;
  }
}
