/**
 * The Javadoc taglet that draws checked board diagrams into Tabla's API docs:
 * {@link io.github.tabla.javadoc.BoardTaglet}. A build tool, not published.
 */
@NullMarked
package io.github.tabla.javadoc;

import org.jspecify.annotations.NullMarked;
