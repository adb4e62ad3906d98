package io.github.tabla.cli;

import io.vavr.control.Option;
import java.util.Locale;
import java.util.Map;

/**
 * Whether a terminal lays out right-to-left text itself, as far as its environment tells: Konsole,
 * mlterm and Apple's Terminal do; {@code TABLA_BIDI=visual} or {@code terminal} says so for any other.
 * When nothing tells, the command asks a person who writes in Hebrew which of two lines reads right.
 */
final class BidiSupport {
  private BidiSupport() {}

  /**
   * What the environment says.
   *
   * @return some {@code true} when the command must reorder the lines (visual order), some {@code false}
   *     when the terminal does it, none when it is not known
   */
  static Option<Boolean> of(Map<String, String> env) {
    String forced = env.getOrDefault("TABLA_BIDI", "").strip().toLowerCase(Locale.ROOT);
    if (forced.equals("visual")) {
      return Option.some(true);
    }
    if (forced.equals("terminal")) {
      return Option.some(false);
    }
    if (env.containsKey("KONSOLE_VERSION") || "Apple_Terminal".equals(env.get("TERM_PROGRAM"))
        || env.getOrDefault("TERM", "").startsWith("mlterm")) {
      return Option.some(false);
    }
    return Option.none();
  }

  /** Whether a language is written right to left (Hebrew). */
  static boolean isRightToLeft(Locale locale) {
    String l = locale.getLanguage();
    return l.equals("he") || l.equals("iw");
  }
}
