#!/bin/sh
# Regenerates the demo podcast audio from the Chinese scripts in scripts/ (see api/seed/README.md).
# Needs espeak-ng (with the cmn voice), ffmpeg built with libopus, and ffprobe.
set -eu
cd "$(dirname "$0")"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
for script in scripts/*.txt; do
  slug=$(basename "$script" .txt)
  espeak-ng -v cmn -s 150 -w "$tmp/$slug.wav" -f "$script"
  ffmpeg -y -loglevel error -i "$tmp/$slug.wav" -ac 1 -ar 16000 -c:a libopus -b:a 12k -application voip "$slug.ogg"
  seconds=$(ffprobe -v error -show_entries format=duration -of csv=p=0 "$slug.ogg")
  printf '%s.ogg\t%s s\t%s bytes\n' "$slug" "$seconds" "$(wc -c <"$slug.ogg")"
done
