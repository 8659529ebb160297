" Filetypes for Apple localization files, and Xcode's catalog layout kept on save.
autocmd BufRead,BufNewFile *.xcstrings setfiletype json
autocmd BufRead,BufNewFile *.stringsdict setfiletype xml
autocmd BufRead,BufNewFile *.strings setfiletype strings
" Xcode writes catalogs without a final newline; Vim would add one on :write.
autocmd BufRead,BufNewFile *.xcstrings setlocal nofixendofline
