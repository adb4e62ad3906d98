package io.github.tabla.core;

import org.apiguardian.api.API;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import io.vavr.control.Option;
import java.util.Objects;
import java.util.ServiceLoader;

/**
 * Finds the games on the class path or module path through {@link ServiceLoader}.
 *
 * <pre>{@code
 * Games.ids();                             // ["buttons", "buttons:extra-rook", "diamonds", ...]
 * Games.byId("knights").map(AnyGame::start);          // untyped: for boards and apps
 * Games.definition("knights").map(GameDefinition::start);   // typed: for engine code
 * }</pre>
 */
@API(status = API.Status.STABLE, since = "0.1")
public final class Games {
  private Games() {}

  private static final class Loaded {
    static final Seq<GameDefinition<?>> ALL = load();
    static final Seq<AnyGame> ANY = ALL.map(AnyGame::of);

    private static Seq<GameDefinition<?>> load() {
      Array<GameDefinition<?>> found = Array.empty();
      for (GameDefinition<?> g : ServiceLoader.load(GameDefinition.class, Games.class.getClassLoader())) {
        found = found.append(g);
      }
      return found.sortBy(GameDefinition::id);
    }
  }

  /**
   * Every game found, sorted by id, held untyped: what a board or an app that lists the games needs.
   *
   * @return the games
   */
  public static Seq<AnyGame> all() {
    return Loaded.ANY;
  }

  /**
   * Every game found, sorted by id, typed: for code that works on a game's position type.
   *
   * @return the game definitions
   */
  public static Seq<GameDefinition<?>> definitions() {
    return Loaded.ALL;
  }

  /**
   * The ids of every game found, sorted.
   *
   * @return the ids
   */
  public static Seq<String> ids() {
    return definitions().map(GameDefinition::id);
  }

  /**
   * The game with a stable id, held untyped: its positions play, list their moves and destinations and
   * explain refusals without type parameters.
   *
   * @param id for example {@code "italian-draughts"} or {@code "buttons:extra-rook"}
   * @return the game, or none when no module provides it
   */
  public static Option<AnyGame> byId(String id) {
    Objects.requireNonNull(id, "id");
    return all().find(g -> g.id().equals(id));
  }

  /**
   * The typed definition of the game with a stable id.
   *
   * @param id for example {@code "italian-draughts"} or {@code "buttons:extra-rook"}
   * @return the game definition, or none when no module provides it
   */
  public static Option<GameDefinition<?>> definition(String id) {
    Objects.requireNonNull(id, "id");
    return definitions().find(g -> g.id().equals(id));
  }
}
