package io.github.tabla.cli;

import io.github.tabla.core.GameDefinition;
import io.github.tabla.core.Games;
import io.github.tabla.core.Messages;
import io.github.tabla.core.robot.Level;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import io.vavr.control.Option;
import java.text.Collator;
import java.util.Iterator;
import java.util.Locale;

/**
 * The games found on the class path or module path, by family and variant, with the names a person
 * reads in the menu. Nothing here names a game: the names are data in the command's bundle.
 */
final class Catalog {
  private Catalog() {}

  /** The family ids, in {@link Games#all()} order: {@code buttons}, {@code diamonds}, ... */
  static Seq<String> families() {
    return Games.definitions().map(GameDefinition::family).distinct();
  }

  /**
   * The family ids in the order the menu lists them: by their names in the language of {@code texts}, as
   * that language sorts words ({@link Collator}), so that a person finds a game where the alphabet puts it.
   */
  static Seq<String> families(Texts texts) {
    Collator order = Collator.getInstance(texts.locale());
    return families().sortBy(order, f -> familyName(f, texts));
  }

  /** The variants of a family, the standard game first. */
  static Seq<GameDefinition<?>> variants(String family) {
    return Games.definitions().filter(g -> g.family().equals(family)).sortBy(g -> g.variant().equals("standard") ? "" : g.id());
  }

  /**
   * The game a user named: a stable id ({@code buttons}, {@code buttons:extra-rook}) and an optional
   * {@code --variant}.
   *
   * @throws UserError when no game has that id or the family has no such variant
   */
  static GameDefinition<?> find(String game, Option<String> variant, Texts texts) {
    String name = game.trim().toLowerCase(Locale.ROOT);
    Option<String> wanted = variant.map(v -> v.trim().toLowerCase(Locale.ROOT));
    if (Games.definitions().isEmpty()) {
      throw new UserError(texts.get("error.no-games"));
    }
    String id = wanted.isEmpty() || wanted.get().equals("standard") || name.contains(":")
        ? name : name + ":" + wanted.get();
    Option<GameDefinition<?>> found = Games.definition(id);
    if (found.isDefined()) {
      if (name.contains(":") && wanted.isDefined() && !wanted.get().equals(found.get().variant())) {
        throw new UserError(texts.get("error.variant-twice", name, wanted.get()));
      }
      return found.get();
    }
    String family = name.contains(":") ? name.substring(0, name.indexOf(':')) : name;
    Seq<GameDefinition<?>> sameFamily = variants(family);
    if (!sameFamily.isEmpty()) {
      String v = name.contains(":") ? name.substring(name.indexOf(':') + 1) : wanted.getOrElse("standard");
      throw new UserError(texts.get("error.unknown-variant", family, v,
          sameFamily.map(GameDefinition::variant).mkString(", ")));
    }
    // "draughts" for italian-draughts, "knight" for knights
    Seq<String> close = families().filter(f -> f.contains(family) || family.contains(f));
    String known = families().mkString(", ");
    throw new UserError(close.size() == 1 && !family.isEmpty()
        ? texts.get("error.unknown-game.did-you-mean", game, close.head(), known)
        : texts.get("error.unknown-game", game, known));
  }

  /**
   * A level of a game by its id ({@code gentle}), its number ({@code 1}) or its name in any of the four
   * languages ({@code blând}, {@code gentile}, without accents too); {@code gentlest} and {@code strongest}
   * name the first and last level of every game.
   *
   * @throws UserError when the game has no such level, listing the levels in the user's language
   */
  static Level level(GameDefinition<?> game, String name, Texts texts) {
    String n = PlaySession.plain(name);
    Option<Level> found = game.levels().find(l -> l.id().equals(n) || Integer.toString(l.number()).equals(n)
            || Messages.SUPPORTED.exists(lang -> PlaySession.plain(levelName(game, l, lang)).equals(n)))
        // every game understands these two, whatever its own level names
        .orElse(() -> n.equals("strongest") ? Option.some(game.strongestLevel())
            : n.equals("gentlest") ? Option.some(game.levels().head()) : Option.none());
    if (found.isEmpty()) {
      String levels = levels(game, texts);
      if (n.equals(Level.PERFECT.id())) {
        throw new UserError(texts.get("error.no-perfect-level", game.id(), levelName(game, game.strongestLevel(),
            texts.locale()), levels));
      }
      throw new UserError(texts.get("error.unknown-level", Shown.input(name), game.id(), levels));
    }
    return found.get();
  }

  /** A game's levels for a person: "1 gentle (Blând), 2 easy (Ușor), ...", the ids with the names. */
  static String levels(GameDefinition<?> game, Texts texts) {
    return game.levels().map(l -> {
      String words = levelName(game, l, texts.locale());
      return l.number() + " " + l.id() + (PlaySession.plain(words).equals(l.id()) ? "" : " (" + words + ")");
    }).mkString(", ");
  }

  /** The level a person plays against when none is chosen: the second gentlest, where there is one. */
  static Level defaultLevel(GameDefinition<?> game) {
    return game.levels().get(Math.min(1, game.levels().size() - 1));
  }

  /** A family's name in a language, for example "Kings and Diamonds"; the id when there is none. */
  static String familyName(String family, Texts texts) {
    return texts.getOr("game." + family, family);
  }

  /** A variant's name in a language; the variant id when there is none. */
  static String variantName(GameDefinition<?> game, Texts texts) {
    return texts.getOr("variant." + game.variant(), game.variant());
  }

  /** A level's name in a language, from the game's messages, for example "Gentle". */
  static String levelName(GameDefinition<?> game, Level level, Locale locale) {
    return Messages.of(game, locale).text(level.nameCode(), Array.empty());
  }

  /** The level ids every game uses, as picocli completion candidates listed in the usage help. */
  static final class LevelIds implements Iterable<String> {
    @Override
    public Iterator<String> iterator() {
      return Level.ladder(false).map(Level::id).append(Level.PERFECT.id()).iterator();
    }
  }

  /** The game ids as picocli completion candidates, listed in the usage help. */
  static final class Ids implements Iterable<String> {
    @Override
    public Iterator<String> iterator() {
      return families().iterator();
    }
  }
}
