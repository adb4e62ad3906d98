package io.github.tabla.javadoc;

import com.sun.source.doctree.DocTree;
import com.sun.source.doctree.EntityTree;
import com.sun.source.doctree.TextTree;
import com.sun.source.doctree.UnknownInlineTagTree;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import javax.lang.model.element.Element;
import javax.tools.Diagnostic;
import jdk.javadoc.doclet.Doclet;
import jdk.javadoc.doclet.DocletEnvironment;
import jdk.javadoc.doclet.Reporter;
import jdk.javadoc.doclet.StandardDoclet;
import jdk.javadoc.doclet.Taglet;

/**
 * The inline Javadoc tag {@code {@board GAME POSITION [HIGHLIGHTS]}}: draws a board diagram, as inline
 * SVG, into the generated API docs.
 *
 * <p>Every diagram is checked by the game's own rules engine before it is drawn: an unknown game, a
 * position text the game rejects or a {@code move=} that is not legal there is reported as a Javadoc
 * <em>error</em>, which fails the Javadoc build (see {@link BoardTag} for the syntax and
 * {@link BoardDrawing} for the checks). The games are found through {@link java.util.ServiceLoader}
 * on the tagletpath, so the tagletpath holds the taglet, its dependencies and the documented game.
 *
 * <pre>
 * javadoc -taglet io.github.tabla.javadoc.BoardTaglet -tagletpath TAGLET-AND-GAME-CLASSPATH ...
 * </pre>
 *
 * <p>In Java source, a {@code *} directly followed by {@code /} would end the comment: write that
 * {@code *} as {@code &#42;}; the tag decodes HTML character references.
 */
public final class BoardTaglet implements Taglet {
  private Option<Reporter> reporter = Option.none();

  /** Creates the taglet; the Javadoc tool does this. */
  public BoardTaglet() {}

  @Override
  public void init(DocletEnvironment env, Doclet doclet) {
    if (doclet instanceof StandardDoclet standard) {
      reporter = Option.of(standard.getReporter());
    }
  }

  @Override
  public Set<Location> getAllowedLocations() {
    return EnumSet.allOf(Location.class);
  }

  @Override
  public boolean isInlineTag() {
    return true;
  }

  @Override
  public String getName() {
    return "board";
  }

  @Override
  public String toString(List<? extends DocTree> tags, Element element) {
    StringBuilder html = new StringBuilder();
    for (DocTree tag : tags) {
      String text = tag instanceof UnknownInlineTagTree inline ? decode(text(inline.getContent())) : "";
      Either<String, BoardDrawing> drawing = BoardTag.parse(text).flatMap(BoardDrawing::of);
      if (drawing.isRight()) {
        html.append(drawing.get().html());
      } else {
        String message = "{@board " + text.strip() + "}: " + drawing.getLeft();
        if (reporter.isEmpty()) {
          throw new IllegalArgumentException(message);
        }
        reporter.get().print(Diagnostic.Kind.ERROR, element, message);
        html.append("<strong>invalid board diagram: ").append(escape(drawing.getLeft())).append("</strong>");
      }
    }
    return html.toString();
  }

  /**
   * The plain text of a tag's content, with HTML character references decoded.
   *
   * @param content the content trees
   * @return the text
   */
  static String text(List<? extends DocTree> content) {
    StringBuilder text = new StringBuilder();
    for (DocTree tree : content) {
      if (tree instanceof TextTree t) {
        text.append(t.getBody());
      } else if (tree instanceof EntityTree e) {
        text.append(entity(e.getName().toString()));
      } else {
        text.append(tree);
      }
    }
    return text.toString();
  }

  /**
   * Decodes every HTML character reference ({@code &#42;}, {@code &amp;}, ...) in a text. The Javadoc
   * tool hands the text of an unknown inline tag over as written, so the taglet decodes it itself.
   *
   * @param text the text as written in the source
   * @return the text with the references this tag knows replaced by their characters
   */
  public static String decode(String text) {
    return java.util.regex.Pattern.compile("&(#?[A-Za-z0-9]+);").matcher(text)
        .replaceAll(m -> java.util.regex.Matcher.quoteReplacement(entity(m.group(1))));
  }

  /**
   * Decodes one character reference name ({@code #42}, {@code #x2A}, {@code amp}, ...).
   *
   * @param name the name between {@code &} and {@code ;}
   * @return the character, or the reference as written when it is not one this tag knows
   */
  static String entity(String name) {
    try {
      if (name.startsWith("#x") || name.startsWith("#X")) {
        return Character.toString(Integer.parseInt(name.substring(2), 16));
      }
      if (name.startsWith("#")) {
        return Character.toString(Integer.parseInt(name.substring(1)));
      }
    } catch (IllegalArgumentException e) {
      return "&" + name + ";";
    }
    return switch (name) {
      case "amp" -> "&";
      case "lt" -> "<";
      case "gt" -> ">";
      case "quot" -> "\"";
      case "apos" -> "'";
      case "ast" -> "*";
      case "sol" -> "/";
      default -> "&" + name + ";";
    };
  }

  private static String escape(String text) {
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;");
  }
}
