/* test-files.h: temporary folders and files for the tests
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The bundled example project, data/examples/starter.xml. */
char *test_starter_path    (void);

/* How many times @needle occurs in @haystack (overlapping ones too). */
guint test_count          (const char *haystack,
                           const char *needle);

/* A new, empty temporary folder; the test fails when it cannot be made. */
char *test_make_temp_dir   (void);

/* Removes @dir and everything in it (symbolic links are removed, not followed). */
void  test_remove_temp_dir (const char *dir);

/* The names in @dir, sorted and joined with spaces. */
char *test_list_dir        (const char *dir);

/* The contents of @path; the test fails when it cannot be read. */
char *test_read_file       (const char *path);

/* Writes @text to @path; the test fails when it cannot. */
void  test_write_file      (const char *path,
                            const char *text);

G_END_DECLS
